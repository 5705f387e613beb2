from manim import *

class BlueCarDrives(Scene):
    def construct(self):
        car = Rectangle(width=1, height=2, color=BLUE)
        car.move_to(LEFT)
        self.play(Create(car))
        self.play(car.animate.shift(RIGHT))
        self.wait()