from manim import *

class ThreeSpheres(ThreeDScene):
    def construct(self):
        red_sphere = Sphere(radius=1, color=RED)
        green_sphere = Sphere(radius=1, color=GREEN)
        blue_sphere = Sphere(radius=1, color=BLUE)
        
        group = VGroup(red_sphere, green_sphere, blue_sphere)
        group.arrange(RIGHT, buff=0.5)
        
        self.play(Create(group))
        
        self.set_camera_orientation(phi=PI/4, theta=PI/6)
        self.wait(5)
        self.begin_ambient_camera_rotation(rate=0.4)
        self.wait(5)
        self.stop_ambient_camera_rotation()