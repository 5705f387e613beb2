from manim import *

class ThreeSpheres(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        
        red_sphere = Sphere(radius=1, fill_color=RED, checkerboard_colors=False)
        green_sphere = Sphere(radius=1, fill_color=GREEN, checkerboard_colors=False)
        blue_sphere = Sphere(radius=1, fill_color=BLUE, checkerboard_colors=False)
        VGroup(red_sphere, green_sphere, blue_sphere).arrange(RIGHT, buff=0.5)
        
        self.play(Create(red_sphere))
        self.play(Create(green_sphere))
        self.play(Create(blue_sphere))
        
        self.wait()
        
        for i in range(3):
            self.play(red_sphere.animate.rotate(PI / 4, axis=UP))
            self.play(green_sphere.animate.rotate(PI / 4, axis=UP))
            self.play(blue_sphere.animate.rotate(PI / 4, axis=UP))
            self.wait()
        self.begin_ambient_camera_rotation(rate=0.4)
        self.wait(5)
        self.stop_ambient_camera_rotation()
